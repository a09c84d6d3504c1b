import { formatNumber } from "@campus/contracts/format-number";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { type ReactNode, useMemo } from "react";
import { LiveSlotsPanel, SlotList, useMySlots } from "../../../entities/slots/index.ts";
import { ColumnGrid } from "../../../ui/column-grid.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";

const detailHref = (slot: { id: string }) => `/dashboard/session/${slot.id}`;

function ListSkeleton() {
  return (
    <Box sx={{ p: 2, display: "grid", gap: 1 }} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

interface SlotsSectionProps {
  title: string;
  /** How many slots the section holds, once loaded. */
  count: number | undefined;
  children: ReactNode;
}

/** A card of the page: its title, how many slots it holds, then their list. */
function SlotsSection({ title, count, children }: SlotsSectionProps) {
  return (
    <SectionCard
      title={title}
      subheader={count === undefined ? undefined : `${formatNumber(count)} séance${count > 1 ? "s" : ""}`}
    >
      {children}
    </SectionCard>
  );
}

/** `/dashboard/sessionInfo`: the signed-in user's slots, upcoming and past, and the live panel. */
export function MySlotsPage() {
  usePageTitle("Mes séances");
  const mine = useMySlots();
  const now = Date.now();
  const { upcoming, past } = useMemo(() => {
    const items = mine.data?.items ?? [];
    const reference = Date.now();
    return {
      upcoming: items.filter((slot) => new Date(slot.endsAt).getTime() > reference),
      past: items.filter((slot) => new Date(slot.endsAt).getTime() <= reference).reverse(),
    };
  }, [mine.data]);

  const renderList = (label: string, slots: typeof upcoming, emptyText: string) => {
    if (mine.isPending) return <ListSkeleton />;
    if (mine.isError) {
      return <LoadErrorAlert query={mine} message="Impossible de charger vos séances." sx={{ m: 2 }} />;
    }
    return <SlotList label={label} slots={slots} hrefOf={detailHref} emptyText={emptyText} now={now} />;
  };

  return (
    <>
      <PageHeader title="Mes séances" subtitle="Vos séances des 30 derniers jours et des 60 prochains" />
      <Box sx={{ mb: 3 }}>
        <LiveSlotsPanel hrefOf={detailHref} linkLabel="Voir la séance" />
      </Box>
      <ColumnGrid columns="1fr 1fr" from="lg">
        <SlotsSection title="À venir" count={mine.data ? upcoming.length : undefined}>
          {renderList("Séances à venir", upcoming, "Aucune séance à venir.")}
        </SlotsSection>
        <SlotsSection title="Passées" count={mine.data ? past.length : undefined}>
          {renderList("Séances passées", past, "Aucune séance passée.")}
        </SlotsSection>
      </ColumnGrid>
    </>
  );
}
