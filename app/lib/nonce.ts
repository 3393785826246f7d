import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** The CSP nonce of a server-rendered response; empty for prerendered pages, which use hashes. */
export const nonceContext = createContext<string>("");

export const NonceContext = createReactContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
