import { MessageGroup } from '@shared/i18n/message-groups';
import { ListingRoute } from './ListingRoute';

/** Lazy route module of the shop, category and search listings (React.lazy in router.tsx): its own chunk, with its messages. */
export default function ListingRouteWithMessages() {
  return (
    <MessageGroup name="listing">
      <ListingRoute />
    </MessageGroup>
  );
}
