/**
 * The typed client: `api.request('GET /api/hw/reservation/:id', { params: { id } })` answers a
 * `Reservation` because the OpenAPI document says so. Routes are written as the route table writes
 * them (`METHOD /path/:param`); their parameters, query, body and answer types come from
 * `@pms/contracts/api-types`, generated from the document (itself built from the contracts' zod
 * schemas), so a front end cannot call a path that does not exist, forget a parameter, send the wrong
 * body or read an answer as something it is not. Types only (the few lines of `api.request` are in
 * ./client.ts); docs/integrations.md "Our own front ends".
 */
import type { paths } from '@pms/contracts/api-types';
import type { ApiRequestOptions } from './client';

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `/api/hw/reservation/{id}` → `/api/hw/reservation/:id` (the route table's spelling). */
type TablePath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}` ? `${Head}:${Name}${TablePath<Tail>}` : P;
/** And back. */
type DocumentPath<P extends string> = P extends `${infer Head}:${infer Name}/${infer Tail}`
  ? `${Head}{${Name}}/${DocumentPath<Tail>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : P;

/** Every documented route, `METHOD path` as the route table writes it: `'GET /api/hw/reservation/:id'`. */
export type ApiRoute = {
  [P in keyof paths & string]: {
    [V in Verb]: [NonNullable<paths[P][V]>] extends [never] ? never : `${Uppercase<V>} ${TablePath<P>}`;
  }[Verb];
}[keyof paths & string];

type OperationOf<R extends ApiRoute> = R extends `${infer M} ${infer P}` ? NonNullable<paths[DocumentPath<P> & keyof paths][Lowercase<M> & Verb]> : never;

type JsonOf<C> = C extends { content: { 'application/json': infer A } } ? A : undefined;
/** The success answer (200, or 201 for a create). */
export type ApiAnswer<R extends ApiRoute> = OperationOf<R> extends { responses: infer S } ? (S extends { 200: infer C } ? JsonOf<C> : S extends { 201: infer C } ? JsonOf<C> : undefined) : never;
/** The JSON body a route takes. */
export type ApiBody<R extends ApiRoute> = OperationOf<R> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type PathParams<R extends ApiRoute> = OperationOf<R> extends { parameters: { path: infer A } } ? ([A] extends [undefined] ? never : NonNullable<A>) : never;
type QueryParams<R extends ApiRoute> = OperationOf<R> extends { parameters: { query?: infer Q } } ? ([Q] extends [undefined] ? never : NonNullable<Q>) : never;

/** What one call needs besides its route: the parameters the route has, its body, and the usual options. */
export type RouteOptions<R extends ApiRoute> = Omit<ApiRequestOptions<ApiAnswer<R>>, 'renewed'> &
  ([PathParams<R>] extends [never] ? { params?: never } : { params: PathParams<R> }) &
  ([QueryParams<R>] extends [never] ? { query?: never } : { query?: QueryParams<R> }) &
  ([ApiBody<R>] extends [never] ? { body?: never } : { body: ApiBody<R> });

/** `request`'s arguments after the route: options, required when the route has path parameters or a body. */
export type RouteArgs<R extends ApiRoute> = [PathParams<R>] extends [never] ? ([ApiBody<R>] extends [never] ? [options?: RouteOptions<R>] : [options: RouteOptions<R>]) : [options: RouteOptions<R>];
