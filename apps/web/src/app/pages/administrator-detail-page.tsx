import { useParams } from "react-router";
import { AdministratorProfile } from "../../features/administrators/index.ts";
import { AccountErasureButton } from "../../features/privacy/index.ts";

/** `/dashboard/administrateurs/:uid`: an administrator of the signed-in user's company. */
export function AdministratorDetailPage() {
  const { uid = "" } = useParams();
  return <AdministratorProfile id={uid} ErasureButton={AccountErasureButton} />;
}
