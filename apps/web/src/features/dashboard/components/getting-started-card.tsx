import type { SchoolSetup } from "@campus/contracts/dashboard";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";

interface Step {
  key: keyof SchoolSetup;
  title: string;
  description: string;
  path: string;
  /** The link's text while the step is to do, then once done. */
  create: string;
  open: string;
}

/** A school's first steps, in the order each needs the one before it. */
const SETUP_STEPS: readonly Step[] = [
  {
    key: "programme",
    title: "Un programme",
    description: "La formation que suivent vos apprenants, avec ses niveaux.",
    path: "/dashboard/programs",
    create: "Créer un programme",
    open: "Voir les programmes",
  },
  {
    key: "cohort",
    title: "Une session",
    description: "Une promotion du programme, de sa rentrée à sa fin.",
    path: "/dashboard/cohorts",
    create: "Créer une session",
    open: "Voir les sessions",
  },
  {
    key: "course",
    title: "Un cours",
    description: "Un enseignement du programme, à un niveau et une session.",
    path: "/dashboard/admCourseList",
    create: "Créer un cours",
    open: "Voir les cours",
  },
  {
    key: "teacher",
    title: "Un professeur",
    description: "Qui fera les séances de vos cours.",
    path: "/dashboard/teachers",
    create: "Ajouter un professeur",
    open: "Voir les professeurs",
  },
  {
    key: "student",
    title: "Un apprenant",
    description: "À inscrire dans le programme, la session et les cours.",
    path: "/dashboard/students",
    create: "Ajouter un apprenant",
    open: "Voir les apprenants",
  },
];

/** Whether the school has all its first steps: the checklist is then gone. */
export const isSetUp = (setup: SchoolSetup) => SETUP_STEPS.every((step) => setup[step.key]);

/**
 * « Démarrer », on a new school's administrators' home: its five first steps, each done or to do
 * (said in words, the icon only repeats it), each leading to the page that creates it.
 */
export function GettingStartedCard({ setup }: { setup: SchoolSetup }) {
  const done = SETUP_STEPS.filter((step) => setup[step.key]).length;
  return (
    <Card
      component="section"
      aria-labelledby="getting-started-title"
      data-testid="getting-started"
      sx={{ mb: 3 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="getting-started-title" variant="h6" component="h2">
          Démarrer
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Pour ouvrir votre école, créez ces éléments dans l'ordre. Étapes faites : {done} sur{" "}
          {SETUP_STEPS.length}.
        </Typography>
        <List component="ol" disablePadding aria-label="Étapes pour démarrer" sx={{ mt: 1 }}>
          {SETUP_STEPS.map((step, index) => {
            const isDone = setup[step.key];
            return (
              <ListItem
                key={step.key}
                divider={index < SETUP_STEPS.length - 1}
                disableGutters
                data-testid={`setup-step-${step.key}`}
                sx={{ gap: 2, py: 1.5, flexWrap: { xs: "wrap", sm: "nowrap" }, alignItems: "flex-start" }}
              >
                <Box sx={{ display: "flex", gap: 1.5, flex: { xs: "1 1 100%", sm: "1 1 0" }, minWidth: 0 }}>
                  {isDone ? (
                    <CheckCircleIcon aria-hidden color="success" sx={{ mt: 0.25 }} />
                  ) : (
                    <RadioButtonUncheckedIcon aria-hidden sx={{ mt: 0.25, color: "text.secondary" }} />
                  )}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {index + 1}. {step.title}
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ fontWeight: 600, color: isDone ? "success.main" : "text.secondary" }}
                      >
                        {" "}
                        — {isDone ? "fait" : "à faire"}
                      </Typography>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {step.description}
                    </Typography>
                  </Box>
                </Box>
                <Button
                  component={Link}
                  to={step.path}
                  size="small"
                  variant={isDone ? "text" : "outlined"}
                  sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 }, alignSelf: { sm: "center" } }}
                >
                  {isDone ? step.open : step.create}
                </Button>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
