import { HttpApi } from "@effect/platform"
import { type SchemaAST } from "effect"
import { describe, expect, expectTypeOf, it } from "vitest"
import type { AuctionDetail, EndpointName, PathOf, PayloadOf, QuestionText, SuccessOf, UrlParamsOf } from "../src/index.ts"
import { endpointRoutes, RedlineApi } from "../src/index.ts"

/** Whether decoding changes anything in `ast`: then what travels differs from the decoded type. */
const transforms = (ast: SchemaAST.AST): boolean => {
  switch (ast._tag) {
    case "Transformation":
      return true
    case "Refinement":
      return transforms(ast.from)
    case "Suspend":
      return false
    case "Union":
      return ast.types.some(transforms)
    case "TupleType":
      return ast.elements.some((element) => transforms(element.type)) || ast.rest.some((rest) => transforms(rest.type))
    case "TypeLiteral":
      return (
        ast.propertySignatures.some((property) => transforms(property.type)) || ast.indexSignatures.some((index) => transforms(index.type))
      )
    default:
      return false
  }
}

describe("endpointRoutes", () => {
  const routes = endpointRoutes(RedlineApi)

  it("names every endpoint group.endpoint, with its method and its path under /api", () => {
    expect(routes["auctions.get"]).toEqual({ method: "GET", path: "/api/v2/auctions/:auction_id" })
    expect(routes["questions.edit"]).toEqual({ method: "PUT", path: "/api/v1/auctions/:auction_id/questions/:question_id" })
    expect(routes["users.unfollow"]).toEqual({ method: "DELETE", path: "/api/v1/users/:username/follow" })
    expect(routes["search.predict"]).toEqual({ method: "GET", path: "/api/v1/search/predict" })
    const count = Object.values(RedlineApi.groups).reduce((sum, group) => sum + Object.keys(group.endpoints).length, 0)
    expect(Object.keys(routes)).toHaveLength(count)
  })

  it("gives each endpoint's types by its name", () => {
    expectTypeOf<SuccessOf<"auctions.get">>().toEqualTypeOf<AuctionDetail>()
    expectTypeOf<PathOf<"auctions.get">>().toEqualTypeOf<{ readonly auction_id: number }>()
    expectTypeOf<PayloadOf<"questions.ask">>().toEqualTypeOf<QuestionText>()
    expectTypeOf<UrlParamsOf<"auth.s3Token">>().toEqualTypeOf<{ readonly size: number }>()
    expectTypeOf<PathOf<"bootstrap.bootstrap">>().toBeNever()
    expectTypeOf<"auctions.get">().toExtend<EndpointName>()
    expectTypeOf<"auctions.nothing">().not.toExtend<EndpointName>()
  })

  it("answers JSON that is the decoded type itself, and takes it as the body, so a client needs no decoding", () => {
    const answers: Array<string> = []
    const bodies: Array<string> = []
    HttpApi.reflect(RedlineApi, {
      onGroup: () => undefined,
      onEndpoint: ({ group, endpoint, payloads, successes }) => {
        const name = `${group.identifier}.${endpoint.name}`
        if ([...successes.values()].some(({ ast }) => ast._tag === "Some" && transforms(ast.value))) answers.push(name)
        if ([...payloads.values()].some(({ ast }) => transforms(ast))) bodies.push(name)
      }
    })
    expect(answers).toEqual([])
    // A sign-up may leave out what has a default (a client sending the whole decoded type sends
    // those too); staff create auctions with dates, from tests and fixtures, not the browser.
    expect(bodies).toEqual(["accounts.register", "admin.createAuction"])
  })
})
