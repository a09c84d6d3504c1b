import { useParams } from "react-router";
import { AdministratorProfile } from "../components/administrator-profile.tsx";

/** `/dashboard/administrateurs/:uid`: an administrator of the signed-in user's company. */
export function AdministratorDetailPage() {
  const { uid = "" } = useParams();
  return <AdministratorProfile id={uid} />;
}
