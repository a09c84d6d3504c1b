import { endpointUrl } from "@campus/contracts/endpoint";
import { SSO_ENDPOINTS } from "@campus/contracts/sso.endpoints";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/**
 * « Se connecter avec … »: a plain link (a navigation, not a request) to the server, which sends the
 * browser on to the company's identity provider.
 */
export function SsoSignIn({ companyId, providerName }: { companyId: string; providerName: string }) {
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        href={endpointUrl(SSO_ENDPOINTS.startSso, { companyId })}
      >
        {`Se connecter avec ${providerName}`}
      </Button>
      <Divider>
        <Typography variant="body2" color="text.secondary">
          ou avec votre mot de passe
        </Typography>
      </Divider>
    </Stack>
  );
}
