import { Box, Card, CardActions, CardContent, Checkbox, Stack, Typography } from '@mui/material';
import { BulkActionsToolbar, useListContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/formatters';
import { SubUserActions, SubUserStatusSelect, useRowControls, type SubUserRow } from './SubUserRowControls';
import { SubUserBulkStatus } from './SubUserBulkStatus';

const S = 'app.subusers';

/** Role Management on a phone: a card per sub-user with every column but Sr. No., and a checkbox for bulk status. */
export function SubUserCards() {
  const translate = useTranslate();
  const { mayTouch } = useRowControls();
  const { data = [], selectedIds, onToggleItem } = useListContext<SubUserRow>();
  return (
    <>
      {/* No Select all, which would take in the users this one may not change. */}
      <BulkActionsToolbar selectAllButton={false}>
        <SubUserBulkStatus />
      </BulkActionsToolbar>
      <Stack component="ul" spacing={1.5} aria-label={translate(`${S}.title`)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((user) => (
          <Card key={user.id} component="li" variant="outlined" aria-label={user.name}>
            <CardContent sx={{ pb: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {user.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate(`${S}.roles.${user.role}`, { _: user.role })} · {formatDateTime(user.createdAt)}
                  </Typography>
                </Box>
                <Checkbox
                  checked={selectedIds.includes(user.id)}
                  disabled={!mayTouch(user)}
                  onChange={() => onToggleItem(user.id)}
                  slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
                  sx={{ mt: -1, mr: -1 }}
                />
              </Box>
              <Box sx={{ mt: 1.5 }}>
                <SubUserStatusSelect user={user} />
              </Box>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
              <SubUserActions user={user} />
            </CardActions>
          </Card>
        ))}
      </Stack>
    </>
  );
}
