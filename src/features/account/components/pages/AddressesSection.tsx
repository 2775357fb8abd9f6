import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Typography } from '@mui/material';
import { stateName } from '@domain/address';
import type { AddressKind, OrderAddress } from '@domain/checkout/address-schema';
import { countryName } from '@domain/checkout/order-format';
import type { Account } from '@entities/customer/api';
import { useLocale } from '@shared/i18n/locale-context';
import { accountPageMessages as m } from '../../page-messages';
import { FormStatus, type FormMessage } from '../forms/FormStatus';
import { AddressEditor } from './AddressEditor';

const KINDS = [
  { kind: 'billing', title: m.billingAddress, edit: m.editBilling, add: m.addBilling },
  { kind: 'shipping', title: m.shippingAddress, edit: m.editShipping, add: m.addShipping },
] as const;

function lines(address: OrderAddress, locale: ReturnType<typeof useLocale>): string[] {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.company,
    address.address_1,
    address.address_2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.state ? (stateName(address.country, address.state, locale) ?? address.state) : '',
    countryName(address.country, locale),
    address.phone,
    address.email,
  ].filter(Boolean);
}

/**
 * The saved billing and shipping addresses checkout fills in: each shown as written, with a button that opens its
 * editor in place; saving closes it, says so and puts focus back on the button.
 */
export function AddressesSection({ account }: { account: Account }) {
  const intl = useIntl();
  const locale = useLocale();
  const [editing, setEditing] = useState<AddressKind | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const buttons = useRef<Partial<Record<AddressKind, HTMLButtonElement | null>>>({});
  const done = (kind: AddressKind, saved: boolean) => {
    setEditing(null);
    if (saved) setMessage({ severity: 'success', text: intl.formatMessage(m.addressSaved) });
    requestAnimationFrame(() => buttons.current[kind]?.focus());
  };
  return (
    <>
      <Typography sx={{ marginBlockEnd: 2 }}>{intl.formatMessage(m.addressesIntro)}</Typography>
      <FormStatus message={message} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: editing ? '1fr' : '1fr 1fr' },
          marginBlockStart: 2,
        }}
      >
        {KINDS.map(({ kind, title, edit, add }) => {
          const address = account[kind];
          const name = intl.formatMessage(title);
          return (
            <Box component="section" key={kind} aria-labelledby={`account-${kind}-title`}>
              <Typography id={`account-${kind}-title`} variant="h6" component="h3" sx={{ marginBlockEnd: 1 }}>
                {name}
              </Typography>
              {editing === kind ? (
                <AddressEditor
                  kind={kind}
                  address={address}
                  onSaved={() => done(kind, true)}
                  onCancel={() => done(kind, false)}
                />
              ) : (
                <>
                  {address ? (
                    <Box component="address" sx={{ fontStyle: 'normal', marginBlockEnd: 1.5, lineHeight: 1.6 }}>
                      {lines(address, locale).map((line) => (
                        <div key={line}>{line}</div>
                      ))}
                    </Box>
                  ) : (
                    <Typography sx={{ marginBlockEnd: 1.5 }}>{intl.formatMessage(m.noAddress)}</Typography>
                  )}
                  <Button
                    variant="outlined"
                    ref={(element) => {
                      buttons.current[kind] = element;
                    }}
                    onClick={() => {
                      setMessage(null);
                      setEditing(kind);
                    }}
                  >
                    {intl.formatMessage(address ? edit : add)}
                  </Button>
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </>
  );
}
