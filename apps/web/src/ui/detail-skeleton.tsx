import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";

/** A record's page while it loads: its title, a line, two figure cards and its first section. */
export function DetailSkeleton({ testId }: { testId: string }) {
  return (
    <Box aria-busy="true" data-testid={testId}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: "2rem" }} />
      <Skeleton variant="text" width="30%" />
      <Stack direction="row" spacing={2} sx={{ my: 3 }}>
        <Skeleton variant="rounded" height={88} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={88} sx={{ flex: 1 }} />
      </Stack>
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
