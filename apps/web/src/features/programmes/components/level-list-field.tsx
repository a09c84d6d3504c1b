import type { Level } from "@campus/contracts/programmes";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ArrowDownwardOutlined from "@mui/icons-material/ArrowDownwardOutlined";
import ArrowUpwardOutlined from "@mui/icons-material/ArrowUpwardOutlined";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useId, useState } from "react";
import type { LevelChoice } from "./programme-form-schema.ts";

/** A label as the server compares them: case and accents ignored, spaces trimmed. */
const labelKey = (label: string) =>
  label
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const isSameLevel = (a: LevelChoice, b: LevelChoice) =>
  a.id !== null && b.id !== null ? a.id === b.id : labelKey(a.label) === labelKey(b.label);

interface LevelListFieldProps {
  value: LevelChoice[];
  onChange: (levels: LevelChoice[]) => void;
  /** The company's levels, to choose from; undefined while they load. */
  companyLevels: Level[] | undefined;
  isLoadingLevels: boolean;
  /** A message under the list (the server's refusal of a removal), in red. */
  errorText?: string | undefined;
}

/**
 * A programme's levels in order: each can move up or down or be removed; one is added by choosing a
 * level of the company or by typing a new label (created with the programme).
 */
export function LevelListField({
  value,
  onChange,
  companyLevels,
  isLoadingLevels,
  errorText,
}: LevelListFieldProps) {
  const headingId = useId();
  const helperId = useId();
  const [input, setInput] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const options = (companyLevels ?? []).filter((level) => !value.some((chosen) => chosen.id === level.id));

  const add = (choice: LevelChoice) => {
    const label = choice.label.trim();
    if (!label) return;
    // A typed label the company has is that level.
    const known = choice.id
      ? choice
      : (companyLevels ?? [])
          .map((level) => ({ id: level.id, label: level.label }))
          .find((level) => labelKey(level.label) === labelKey(label));
    const next = known ?? { id: null, label };
    const listed = value.find((chosen) => isSameLevel(chosen, next));
    if (listed) {
      setAddError(`Le niveau ${listed.label} est déjà dans la liste.`);
      return;
    }
    setAddError(null);
    setInput("");
    onChange([...value, next]);
  };

  const move = (index: number, offset: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + offset, 0, moved);
    onChange(next);
  };

  const remove = (index: number) => onChange(value.filter((_, position) => position !== index));

  // Enter adds the typed level instead of saving the whole form.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") event.preventDefault();
  };

  const message = addError ?? errorText;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={helperId}>
      <Typography component="legend" id={headingId} variant="subtitle2" sx={{ mb: 0.5, p: 0 }}>
        Niveaux
      </Typography>
      <Typography id={helperId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Dans l'ordre où les apprenants les suivent. L'ordre des niveaux est commun à tous les programmes.
      </Typography>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Aucun niveau pour l'instant.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby={headingId}
          sx={{ listStyle: "none", p: 0, m: 0, mb: 1.5, display: "grid", gap: 0.5 }}
        >
          {value.map((level, index) => (
            <Box
              component="li"
              key={level.id ?? `new:${labelKey(level.label)}`}
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 1,
                pl: 1.5,
                pr: 0.5,
                py: 0.25,
                border: 1,
                borderColor: "divider",
                borderRadius: 1,
              }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: "1.5em" }}>
                {index + 1}.
              </Typography>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                {level.label}
              </Typography>
              {level.id === null ? (
                <Chip label="Nouveau" size="small" color="info" variant="outlined" />
              ) : null}
              <IconButton
                size="small"
                aria-label={`Monter ${level.label}`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Descendre ${level.label}`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardOutlined fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Retirer ${level.label}`} onClick={() => remove(index)}>
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <Autocomplete
          freeSolo
          fullWidth
          size="small"
          options={options}
          loading={isLoadingLevels}
          loadingText="Chargement…"
          noOptionsText="Aucun autre niveau"
          value={null}
          inputValue={input}
          onInputChange={(_, text, reason) => {
            if (reason !== "reset") setInput(text);
            setAddError(null);
          }}
          onChange={(_, option) => {
            if (option === null) return;
            add(typeof option === "string" ? { id: null, label: option } : option);
          }}
          onKeyDown={handleKeyDown}
          getOptionLabel={(option) => (typeof option === "string" ? option : option.label)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Ajouter un niveau"
              placeholder="Choisir ou saisir : 1re année, Licence 3…"
              error={Boolean(message)}
            />
          )}
        />
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          disabled={input.trim() === ""}
          onClick={() => add({ id: null, label: input })}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Ajouter
        </Button>
      </Box>
      {message ? (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
