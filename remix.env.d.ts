/// <reference types="@remix-run/node" />
/// <reference types="@remix-run/react" />

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
export {};
