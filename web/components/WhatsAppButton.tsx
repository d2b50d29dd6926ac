import { Island, useIslandPage } from '../islands/Island';
import whatsapp, { WhatsAppButtonView, type WhatsAppButtonProps } from './whatsapp.island';
import { useWhatsAppNumber } from './whatsapp';

/**
 * Opens a WhatsApp chat with the sales team in a new tab, the greeting prefilled in the page's
 * language. A real link (works without JavaScript, and on an islands page ships none); with no
 * number configured anywhere it becomes a button that tells the visitor so (spec section 8),
 * which on an islands page is an island of its own.
 */
export function WhatsAppButton(props: WhatsAppButtonProps) {
  const number = useWhatsAppNumber();
  const islandPage = useIslandPage();
  if (number || !islandPage || props.onPress) return <WhatsAppButtonView {...props} />;
  const { children, onPress: _, ...rest } = props;
  return <Island of={whatsapp} props={{ ...rest, customLabel: children !== undefined }} slots={{ children }} />;
}
