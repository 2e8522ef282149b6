/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    request: import('./lib/routing/request-context').RequestContext;
    api: import('./lib/api/client').ApiClient;
  }
}
