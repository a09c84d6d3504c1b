import { API_KEY_AREAS, type ApiKeyArea } from "@campus/contracts/api-key-scopes";
import type { ApiKey, CreatedApiKey } from "@campus/contracts/api-keys";
import { MESSAGES } from "@campus/contracts/messages";
import AddOutlined from "@mui/icons-material/AddOutlined";
import KeyOffOutlined from "@mui/icons-material/KeyOffOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import { useState } from "react";
import { formatDate, formatDateTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RecordTable } from "../../../ui/record-table.tsx";
import { RowAction } from "../../../ui/row-action.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useApiKeys } from "../api/api-keys.ts";
import { useRevokeApiKey } from "../api/revoke-api-key.ts";
import { ApiKeySecretDialog } from "../components/api-key-secret-dialog.tsx";
import { CreateApiKeyDialog } from "../components/create-api-key-dialog.tsx";

/** « Apprenants (lecture) », one per scope. */
function scopeLabel(scope: string): string {
  const [area, level] = scope.split(":") as [ApiKeyArea, string];
  return `${API_KEY_AREAS[area] ?? area} (${level === "write" ? "lecture et écriture" : "lecture"})`;
}

function stateOf(key: ApiKey, now: number): { label: string; color: "success" | "default" | "warning" } {
  if (key.revokedAt) return { label: "Révoquée", color: "default" };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return { label: "Expirée", color: "warning" };
  return { label: "Active", color: "success" };
}

function columns(onRevoke: (key: ApiKey) => void, now: number): TableColumn<ApiKey>[] {
  return [
    { id: "name", label: "Nom", card: "title", minWidth: 140, render: (key) => <strong>{key.name}</strong> },
    { id: "prefix", label: "Début de la clé", noWrap: true, render: (key) => <code>{key.prefix}…</code> },
    {
      id: "scopes",
      label: "Droits",
      minWidth: 220,
      render: (key) => key.scopes.map(scopeLabel).join(", "),
    },
    {
      id: "expiresAt",
      label: "Expiration",
      noWrap: true,
      render: (key) => (key.expiresAt ? formatDate(key.expiresAt) : "Jamais"),
    },
    {
      id: "allowedIps",
      label: "Adresses",
      render: (key) => (key.allowedIps.length > 0 ? key.allowedIps.join(", ") : "Toutes"),
    },
    {
      id: "lastUsedAt",
      label: "Dernière utilisation",
      noWrap: true,
      render: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Jamais"),
    },
    {
      id: "state",
      label: "État",
      render: (key) => {
        const state = stateOf(key, now);
        return <Chip size="small" label={state.label} color={state.color} variant="outlined" />;
      },
    },
    actionsColumn((key) =>
      key.revokedAt ? null : (
        <RowAction
          title="Révoquer"
          label={`Révoquer la clé ${key.name}`}
          icon={<KeyOffOutlined fontSize="small" />}
          onClick={() => onRevoke(key)}
          color="error"
        />
      ),
    ),
  ];
}

/** `/dashboard/integrations`: the company's API keys, for its super administrators. */
export function IntegrationsPage() {
  usePageTitle("Intégrations");
  const { enqueueSnackbar } = useSnackbar();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // The key stays while the dialog closes, so that its text does not blank during the fade.
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [isRevokeOpen, setIsRevokeOpen] = useState(false);
  const [now] = useState(() => Date.now());

  const handleRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        enqueueSnackbar("Clé révoquée", { variant: "success" });
        setIsRevokeOpen(false);
      },
      onError: (error) => {
        setIsRevokeOpen(false);
        enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Intégrations"
        subtitle="Les clés d'API laissent un autre logiciel lire ou modifier les données de votre organisme, dans les droits choisis. Chaque écriture faite avec une clé est inscrite au journal sous son nom ; la documentation de l'API indique le droit que demande chaque opération."
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsCreateOpen(true)}>
            Créer une clé
          </Button>
        }
      />
      {keys.isError ? (
        <LoadErrorAlert query={keys} message="Impossible de charger les clés d'API." />
      ) : (
        <Card>
          <RecordTable
            label="Clés d'API"
            columns={columns((key) => {
              setRevoking(key);
              setIsRevokeOpen(true);
            }, now)}
            rows={keys.data?.items}
            getRowId={(key) => key.id}
            isLoading={keys.isPending}
            emptyText="Aucune clé d'API : créez-en une pour relier un autre logiciel."
            minWidth={1000}
            isDense
          />
        </Card>
      )}
      <CreateApiKeyDialog
        isOpen={isCreateOpen}
        onClose={() => setIsCreateOpen(false)}
        onCreated={(answer) => {
          setIsCreateOpen(false);
          setCreated(answer);
        }}
      />
      <ApiKeySecretDialog
        created={created ? { name: created.key.name, secret: created.secret } : null}
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        isOpen={isRevokeOpen}
        title="Révoquer la clé ?"
        message={
          revoking
            ? `La clé « ${revoking.name} » (${revoking.prefix}…) sera refusée dès maintenant, sans retour possible : les logiciels qui l'utilisent ne pourront plus rien lire ni écrire.`
            : ""
        }
        confirmLabel="Révoquer"
        isDestructive
        isPending={revoke.isPending}
        onConfirm={handleRevoke}
        onClose={() => setIsRevokeOpen(false)}
      />
    </>
  );
}
