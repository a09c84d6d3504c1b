import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadErrorAlert, type RetryableQuery } from "../../../ui/load-error-alert.tsx";

export interface SummaryCardProps {
  /** The id of the card's heading (the section's accessible name). */
  id: string;
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  query: RetryableQuery & { isPending: boolean; isError: boolean };
  /** Said when the summary could not be read, with « Réessayer ». */
  errorMessage: string;
  /** What stands in for the content while the summary loads, the same size (a skeleton by default). */
  placeholder?: ReactNode;
  /** The card's content, once the summary is there. */
  children: ReactNode;
  testId?: string;
}

/** A card of a home: its title, then a skeleton while loading, the error with a retry, or its content. */
export function SummaryCard({
  id,
  title,
  subtitle,
  query,
  errorMessage,
  placeholder,
  children,
  testId,
}: SummaryCardProps) {
  return (
    <Card component="section" aria-labelledby={id} data-testid={testId} sx={{ height: "100%" }}>
      <CardContent sx={{ display: "flex", flexDirection: "column", gap: 1.5, height: "100%" }}>
        <div>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </div>
        {query.isPending ? (
          (placeholder ?? (
            <Skeleton variant="rounded" height={96} role="progressbar" aria-label="Chargement" />
          ))
        ) : query.isError ? (
          <LoadErrorAlert query={query} message={errorMessage} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** The text of an empty list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** The link at a card's foot, to the page that lists what the card sums up. */
export function SummaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div>
      <Button component={Link} to={to} size="small">
        {children}
      </Button>
    </div>
  );
}
