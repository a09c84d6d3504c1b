import type { Me } from "@campus/contracts/auth";
import { MESSAGES } from "@campus/contracts/messages";
import { type ProfileFormValues, profileFormSchema } from "@campus/contracts/profile";
import { hasStudentRole, hasTeacherRole } from "@campus/contracts/roles";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { TextInput } from "../../../ui/text-input.tsx";
import { useFormSave } from "../../../ui/use-form-save.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import {
  changedProfileFields,
  PROFILE_FIELDS,
  type ProfileFieldName,
  type ProfileFormInput,
  profileFormValues,
} from "./profile-form-values.ts";
import { ProfileSwitch } from "./profile-switch.tsx";

const GRID = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
} as const;
const FULL_ROW = { gridColumn: "1 / -1" } as const;

/** "Informations personnelles": the fields a user edits on their own profile. */
export function ProfileFormCard({ me }: { me: Me }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(me),
  });
  const {
    register,
    control,
    reset,
    setError,
    formState: { errors, isDirty, dirtyFields },
  } = form;

  const save = useFormSave({
    fields: PROFILE_FIELDS,
    setError,
    okMessage: MESSAGES.updateOk,
    koMessage: MESSAGES.updateKo,
  });
  const handleSubmit = form.handleSubmit((values) =>
    save(
      () => updateProfile.mutateAsync(changedProfileFields(values, dirtyFields)),
      (updated) => reset(profileFormValues(updated)),
    ),
  );

  // A student's or a teacher's names are those of their school record, corrected by an administrator.
  const hasSchoolName = hasStudentRole(me.roles) || hasTeacherRole(me.roles);

  const field = (name: Exclude<ProfileFieldName, "isPublic" | "messageDigest">) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      ref,
      isInvalid: Boolean(errors[name]),
      helperText: errors[name]?.message,
      fullWidth: true,
    };
  };

  return (
    <Card component="section" aria-labelledby="profile-form-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-form-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Informations personnelles
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Ce que vous indiquez ici est visible de votre organisme.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="profile-form-title">
        <Box sx={GRID}>
          {(["firstname", "lastname"] as const).map((name) => {
            const props = field(name);
            return (
              <TextInput
                key={name}
                {...props}
                label={name === "firstname" ? "Prénom" : "Nom"}
                required
                autoComplete={name === "firstname" ? "given-name" : "family-name"}
                readOnly={hasSchoolName}
                helperText={props.helperText ?? (hasSchoolName ? "Géré par votre établissement" : undefined)}
              />
            );
          })}
          <Box sx={FULL_ROW}>
            <TextInput
              {...field("displayName")}
              label="Nom affiché"
              autoComplete="nickname"
              helperText={errors.displayName?.message ?? "Laissez vide pour afficher vos prénom et nom."}
            />
          </Box>
          <TextInput
            {...field("emailPerso")}
            label="E-mail personnel"
            type="email"
            autoComplete="email"
            inputProps={{ inputMode: "email", spellCheck: false, autoCapitalize: "none" }}
          />
          <TextInput {...field("phoneNumber")} label="Téléphone" type="tel" autoComplete="tel" />
          <Box sx={FULL_ROW}>
            <TextInput {...field("address")} label="Adresse" autoComplete="street-address" />
          </Box>
          <TextInput {...field("zipCode")} label="Code postal" autoComplete="postal-code" />
          <TextInput {...field("city")} label="Ville" autoComplete="address-level2" />
          <TextInput {...field("state")} label="Région" autoComplete="address-level1" />
          <TextInput {...field("country")} label="Pays" autoComplete="country-name" />
          <Box sx={FULL_ROW}>
            <TextInput {...field("about")} label="À propos" multiline minRows={3} maxRows={10} />
          </Box>
          <ProfileSwitch
            control={control}
            name="isPublic"
            label="Profil public"
            help="Les autres utilisateurs de votre organisme peuvent consulter votre profil."
          />
          <ProfileSwitch
            control={control}
            name="messageDigest"
            label="Recevoir un récapitulatif par e-mail des messages non lus et des changements d'emploi du temps"
            help="Envoyé seulement si votre établissement a activé ces récapitulatifs, quand des messages ou des changements d'emploi du temps attendent depuis plusieurs heures."
          />
        </Box>
        <Box sx={{ display: "flex", justifyContent: "flex-end", flexWrap: "wrap", gap: 1, mt: 3 }}>
          <Button
            color="inherit"
            disabled={!isDirty || updateProfile.isPending}
            onClick={() => reset(profileFormValues(me))}
          >
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={updateProfile.isPending}>
            Enregistrer
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
