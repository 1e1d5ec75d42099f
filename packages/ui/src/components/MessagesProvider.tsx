import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { messages as defaultMessages, type UiMessages } from '../messages';

const MessagesContext = createContext<UiMessages>(defaultMessages);

/** Some of the strings; anything left out falls back to the English default. */
export type UiMessagesOverrides = Partial<Omit<UiMessages, 'status'>> & {
  status?: Partial<UiMessages['status']>;
};

export interface UiMessagesProviderProps {
  /** Strings to replace; anything left out falls back to the English defaults. */
  messages: UiMessagesOverrides;
  children: ReactNode;
}

/** Replaces the default (English) strings of every @staffdesk/ui component below it. */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  const value = useMemo(
    () => ({
      ...defaultMessages,
      ...messages,
      status: { ...defaultMessages.status, ...messages.status },
    }),
    [messages],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The strings in force: the defaults of `messages.ts`, or those of the nearest provider. */
export function useMessages(): UiMessages {
  return useContext(MessagesContext);
}
