import { pluralOfList } from "@campus/contracts/french";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useCourseOptions } from "../../../entities/courses/index.ts";
import { useStudentOptions } from "../../../entities/students/index.ts";
import { ImportButton } from "../../../ui/import-button.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useEnrolments } from "../api/enrolments.ts";
import { EnrolmentHistory } from "../components/enrolment-history.tsx";
import { EnrolmentsTab } from "../components/enrolments-tab.tsx";
import { useEnrolmentList } from "../components/use-enrolment-list.ts";

// The form loads with its dialog, not with the page.
const EnrolDialog = loadWhenShown(() =>
  import("../components/enrol-dialog.tsx").then((module) => module.EnrolDialog),
);
const ImportDialog = loadWhenShown(() =>
  import("../../../entities/imports/index.ts").then((module) => module.ImportDialog),
);

const TABS = [
  { value: "inscriptions", label: "Inscriptions" },
  { value: "historique", label: "Historique" },
] as const;

const COURSES_PATH = "/dashboard/admCourseList";
const STUDENTS_PATH = "/dashboard/students";

/**
 * What a new school lacks before it can enrol anyone: a course and a student. Said with the links to
 * create them, until both exist.
 */
function FirstSteps() {
  const courses = useCourseOptions();
  const students = useStudentOptions("");
  const hasNoCourse = courses.data?.total === 0;
  const hasNoStudent = students.data?.total === 0;
  if (!hasNoCourse && !hasNoStudent) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      On inscrit des apprenants à des cours.{" "}
      {hasNoCourse ? (
        <Link component={RouterLink} to={COURSES_PATH}>
          Créez d'abord un cours
        </Link>
      ) : null}
      {hasNoCourse && hasNoStudent ? " et " : null}
      {hasNoStudent ? (
        <Link component={RouterLink} to={STUDENTS_PATH}>
          {hasNoCourse ? "un apprenant" : "Créez d'abord un apprenant"}
        </Link>
      ) : null}
      , puis inscrivez-les ici.
    </Alert>
  );
}

/**
 * `/dashboard/enrolments` « Gestion des inscriptions » (administrators): who follows which course,
 * enrolling students or a whole session from a day, withdrawing with a day and a reason, and the
 * history of both.
 */
export function EnrolmentsPage() {
  usePageTitle("Gestion des inscriptions");
  const [tab] = useUrlTab(TABS);
  const [, setSearchParams] = useSearchParams();
  const list = useEnrolmentList();
  // The count under the title: the list's own query (shared with it), not asked on the history tab.
  const enrolments = useEnrolments(list.query, { isEnabled: tab === "inscriptions" });
  const [isEnrolling, setIsEnrolling] = useState(false);
  const [isImporting, setIsImporting] = useState(false);

  /** Opens a tab with its own filters (a tab's parameters go with it). */
  const openTab = (
    value: (typeof TABS)[number]["value"],
    filters: Record<string, string | undefined> = {},
  ) => {
    const params = Object.fromEntries(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    setSearchParams(value === "inscriptions" ? params : { tab: value, ...params });
  };

  return (
    <>
      <PageHeader
        title="Gestion des inscriptions"
        subtitle={
          tab === "inscriptions" && enrolments.data ? pluralOfList(enrolments.data, "inscription") : undefined
        }
        actions={
          <>
            <ImportButton onClick={() => setIsImporting(true)} />
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsEnrolling(true)}>
              Inscrire des apprenants
            </Button>
          </>
        }
      />
      <FirstSteps />
      <UrlTabs
        tabs={TABS}
        value={tab}
        onChange={(value) => openTab(value)}
        idPrefix="inscriptions"
        label="Inscriptions et historique"
      >
        <Card>
          {tab === "inscriptions" ? (
            <EnrolmentsTab
              list={list}
              onShowHistory={(filters) => openTab("historique", filters)}
              emptyText="Aucune inscription pour l'instant : inscrivez des apprenants à un cours avec « Inscrire des apprenants »."
            />
          ) : (
            <EnrolmentHistory />
          )}
        </Card>
      </UrlTabs>
      {isImporting ? <ImportDialog kind="enrolments" isOpen onClose={() => setIsImporting(false)} /> : null}
      {isEnrolling ? (
        <EnrolDialog
          defaultCourseId={tab === "inscriptions" ? (list.query.courseId ?? "") : ""}
          onClose={() => setIsEnrolling(false)}
          onEnrolled={(courseId) => {
            setIsEnrolling(false);
            openTab("inscriptions", { courseId });
          }}
        />
      ) : null}
    </>
  );
}
