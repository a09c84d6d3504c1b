import { AccountErasureButton } from "../../features/privacy/index.ts";
import { TeacherDetailPage as TeacherDetail } from "../../features/teachers/pages/teacher-detail-page.tsx";

/** `/dashboard/teachers/:uid`: the teachers feature's page with the privacy feature's erasure button. */
export function TeacherDetailPage() {
  return <TeacherDetail ErasureButton={AccountErasureButton} />;
}
