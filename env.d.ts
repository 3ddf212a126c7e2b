/// <reference types="@remix-run/dev" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

declare module "@remix-run/dev/server-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  export const assets: ServerBuild["assets"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const basename: ServerBuild["basename"];
  export const entry: ServerBuild["entry"];
  export const future: ServerBuild["future"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const mode: ServerBuild["mode"];
  export const publicPath: ServerBuild["publicPath"];
  export const routes: ServerBuild["routes"];
}
