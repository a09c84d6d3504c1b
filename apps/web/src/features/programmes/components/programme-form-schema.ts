import { formatNumber } from "@campus/contracts/format-number";
import {
  type CreateProgrammeBody,
  MAX_DURATION_HOURS,
  MAX_PROGRAMME_LEVELS,
  type Programme,
  type ProgrammeLevelEntry,
  type UpdateProgrammeBody,
} from "@campus/contracts/programmes";
import { z } from "zod";

/** A level of the form's list: a level of the company (its id), or a label to create. */
export interface LevelChoice {
  id: string | null;
  label: string;
}

const durationMessage = `Un nombre entier d'heures, de 1 à ${formatNumber(MAX_DURATION_HOURS)}`;

/**
 * The programme form: the limits of the contracts' createProgrammeBodySchema with French messages;
 * the duration is typed as text, the RNCP code read as the server reads it.
 */
export const programmeFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "L'intitulé est obligatoire")
    .max(200, "L'intitulé : 200 caractères au maximum"),
  code: z.string().trim().min(1, "Le code est obligatoire").max(50, "Le code : 50 caractères au maximum"),
  rncpCode: z
    .string()
    .transform((text) => text.replace(/\s+/g, "").toUpperCase())
    .refine((text) => text === "" || /^RNCP\d{3,6}$/.test(text), "RNCP suivi de 3 à 6 chiffres (RNCP35380)"),
  durationHours: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, durationMessage)
    .transform((text) => (text === "" ? null : Number(text)))
    .refine((hours) => hours === null || (hours >= 1 && hours <= MAX_DURATION_HOURS), durationMessage),
  levels: z
    .array(z.object({ id: z.string().nullable(), label: z.string() }))
    .max(MAX_PROGRAMME_LEVELS, `${MAX_PROGRAMME_LEVELS} niveaux au maximum`),
});

export type ProgrammeFormInput = z.input<typeof programmeFormSchema>;
export type ProgrammeFormValues = z.output<typeof programmeFormSchema>;

export const EMPTY_PROGRAMME_FORM: ProgrammeFormInput = {
  name: "",
  code: "",
  rncpCode: "",
  durationHours: "",
  levels: [],
};

/** The form's values for an existing programme. */
export function programmeFormValues(programme: Programme): ProgrammeFormInput {
  return {
    name: programme.name,
    code: programme.code,
    rncpCode: programme.rncpCode ?? "",
    durationHours: programme.durationHours === null ? "" : String(programme.durationHours),
    levels: programme.levels.map((level) => ({ id: level.id, label: level.label })),
  };
}

const toEntry = (level: LevelChoice): ProgrammeLevelEntry =>
  level.id ? { id: level.id } : { label: level.label };

export function toCreateProgrammeBody(values: ProgrammeFormValues): CreateProgrammeBody {
  return {
    name: values.name,
    code: values.code,
    rncpCode: values.rncpCode || null,
    durationHours: values.durationHours,
    levels: values.levels.map(toEntry),
  };
}

export function toUpdateProgrammeBody(values: ProgrammeFormValues): UpdateProgrammeBody {
  return toCreateProgrammeBody(values);
}
