import {
  type Company,
  createInstanceBodySchema,
  type Instance,
  instanceIdSchema,
} from "@campus/contracts/companies";
import { MESSAGES } from "@campus/contracts/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useFormSave } from "../../../ui/use-form-save.ts";
import { useAddInstance, useRemoveInstance } from "../api/instances.ts";

/** The contracts' instance rule, with a French message for the name. */
const instanceFormSchema = createInstanceBodySchema.extend({
  id: z.string().trim().pipe(instanceIdSchema),
  name: z.string().trim().min(1, "Le nom est obligatoire").max(100, "Le nom : 100 caractères au maximum"),
});
type InstanceFormValues = z.infer<typeof instanceFormSchema>;

/** "Instances": the company's sites or environments; add one, remove an unused one. */
export function CompanyInstancesCard({ company }: { company: Company }) {
  const { enqueueSnackbar } = useSnackbar();
  const addInstance = useAddInstance(company.id);
  const removeInstance = useRemoveInstance(company.id);
  const [removing, setRemoving] = useState<Instance | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InstanceFormValues>({
    resolver: zodResolver(instanceFormSchema),
    defaultValues: { id: "", name: "" },
  });

  const save = useFormSave({
    fields: ["id", "name"],
    setError,
    okMessage: MESSAGES.addOk,
    koMessage: MESSAGES.addKo,
  });
  const handleAdd = handleSubmit((values) =>
    save(
      () => addInstance.mutateAsync(values),
      () => reset(),
    ),
  );

  const handleRemove = async () => {
    if (!removing) return;
    try {
      await removeInstance.mutateAsync(removing.id);
      enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
      setRemoving(null);
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
      setRemoving(null);
    }
  };

  const { ref: idRef, ...idField } = register("id");
  const { ref: nameRef, ...nameField } = register("name");
  const isLast = company.instances.length <= 1;

  return (
    <Card component="section" aria-labelledby="instances-entreprise">
      <Typography variant="h2" id="instances-entreprise" sx={{ fontSize: "1.125rem", p: 2 }}>
        Instances
      </Typography>
      <Divider />
      <List aria-label="Instances de l'entreprise" dense>
        {company.instances.map((instance) => (
          <ListItem
            key={instance.id}
            secondaryAction={
              <Tooltip title={isLast ? "Une entreprise garde au moins une instance" : "Supprimer"}>
                {/* The span lets the tooltip explain a disabled button. */}
                <span>
                  <IconButton
                    edge="end"
                    aria-label={`Supprimer l'instance ${instance.name}`}
                    disabled={isLast}
                    onClick={() => setRemoving(instance)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            }
          >
            <ListItemText primary={instance.name} secondary={instance.id} />
          </ListItem>
        ))}
      </List>
      <Divider />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleAdd(event)}
        aria-label="Ajouter une instance"
        sx={{
          p: 2,
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          alignItems: "start",
        }}
      >
        <TextField
          {...idField}
          inputRef={idRef}
          size="small"
          label="Identifiant"
          error={Boolean(errors.id)}
          helperText={errors.id?.message}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "none" } }}
        />
        <TextField
          {...nameField}
          inputRef={nameRef}
          size="small"
          label="Nom"
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<AddIcon />}
          loading={isSubmitting}
          sx={{ gridColumn: "1 / -1", justifySelf: "end" }}
        >
          Ajouter
        </Button>
      </Box>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Supprimer l'instance"
        message={
          removing
            ? `L'instance « ${removing.name} » (${removing.id}) sera supprimée. Aucun utilisateur ne doit y être rattaché.`
            : ""
        }
        confirmLabel="Supprimer"
        isDestructive
        isPending={removeInstance.isPending}
        onConfirm={() => void handleRemove()}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
