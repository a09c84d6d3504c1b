import { CourseDetailPage as CourseDetail } from "../../features/courses/pages/course-detail-page.tsx";
import { ProofBundleButton } from "../../features/proof-bundles/index.ts";

/** `/dashboard/admCourseInfo/:uid`: the courses feature's page with the course's « Dossier de preuve ». */
export function CourseDetailPage() {
  return <CourseDetail ProofBundleButton={ProofBundleButton} />;
}
