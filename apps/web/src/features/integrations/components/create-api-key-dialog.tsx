import {
  API_KEY_AREA_NAMES,
  API_KEY_AREAS,
  type ApiKeyArea,
  type ApiKeyScope,
} from "@campus/contracts/api-key-scopes";
import type { CreatedApiKey } from "@campus/contracts/api-keys";
import { MESSAGES } from "@campus/contracts/messages";
import Alert from "@mui/material/Alert";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { dayEndInstant } from "../../../lib/date-math.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useCreateApiKey } from "../api/create-api-key.ts";

type Level = "none" | "read" | "write";

interface CreateApiKeyDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}

const NO_SCOPES = Object.fromEntries(API_KEY_AREA_NAMES.map((area) => [area, "none"])) as Record<
  ApiKeyArea,
  Level
>;

/** « Créer une clé »: a name, the areas read or written, an optional expiry and addresses. */
export function CreateApiKeyDialog({ isOpen, onClose, onCreated }: CreateApiKeyDialogProps) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [levels, setLevels] = useState(NO_SCOPES);
  const [expiresOn, setExpiresOn] = useState("");
  const [ips, setIps] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setName("");
    setLevels(NO_SCOPES);
    setExpiresOn("");
    setIps("");
    setProblem(null);
  };

  const handleSubmit = () => {
    const scopes = API_KEY_AREA_NAMES.flatMap((area): ApiKeyScope[] =>
      levels[area] === "none" ? [] : [`${area}:${levels[area] as "read" | "write"}`],
    );
    if (name.trim() === "") return setProblem("Le nom est obligatoire");
    if (scopes.length === 0) return setProblem("Choisissez au moins un droit");
    setProblem(null);
    create.mutate(
      {
        name,
        scopes,
        expiresAt: expiresOn ? (dayEndInstant(expiresOn) ?? null) : null,
        allowedIps: ips
          .split(/[\s,;]+/)
          .map((entry) => entry.trim())
          .filter(Boolean),
      },
      {
        onSuccess: (created) => {
          reset();
          onCreated(created);
        },
        onError: (error) => setProblem(failureMessage(MESSAGES.saveKo, error)),
      },
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title="Créer une clé"
      submitLabel="Créer la clé"
      isPending={create.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <Stack spacing={2.5}>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <TextField
          label="Nom"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          helperText="Ce qui l'utilise, par exemple « Logiciel de paie » : il est écrit dans le journal."
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <div>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Droits par domaine (la messagerie, les comptes et les données personnelles restent fermés aux
            clés)
          </Typography>
          <Stack spacing={1}>
            {API_KEY_AREA_NAMES.map((area) => (
              <FormControl key={area} component="fieldset">
                <FormLabel component="legend" sx={{ fontSize: "0.875rem" }}>
                  {API_KEY_AREAS[area]}
                </FormLabel>
                <RadioGroup
                  row
                  value={levels[area]}
                  onChange={(event) => setLevels({ ...levels, [area]: event.target.value as Level })}
                >
                  <FormControlLabel value="none" control={<Radio size="small" />} label="Aucun" />
                  <FormControlLabel value="read" control={<Radio size="small" />} label="Lecture" />
                  <FormControlLabel
                    value="write"
                    control={<Radio size="small" />}
                    label="Lecture et écriture"
                  />
                </RadioGroup>
              </FormControl>
            ))}
          </Stack>
        </div>
        <DateField
          label="Expire le (facultatif)"
          value={expiresOn}
          onChange={setExpiresOn}
          helperText="Laissée vide, la clé vaut jusqu'à sa révocation."
        />
        <TextField
          label="Adresses IP autorisées (facultatif)"
          multiline
          minRows={2}
          value={ips}
          onChange={(event) => setIps(event.target.value)}
          helperText="Une adresse ou un réseau par ligne (203.0.113.7, 203.0.113.0/24) ; vide : toute adresse."
        />
      </Stack>
    </FormDialog>
  );
}
