import { HttpApiSchema } from "@effect/platform"
import type { ErrorCode } from "@redline/domain"
import { Schema } from "effect"

/**
 * What a refusal says when it is built with `default`: fixed words, words made from the refusal's
 * own fields (a provider's name), or `null` where every call site chooses them (`of`).
 */
export type RefusalMessage<Extra extends Schema.Struct.Fields> = string | ((fields: Schema.Struct.Type<Extra>) => string) | null

/** The fields a refusal carries beside its code and message, which each of its constructors is given. */
type ExtraArgs<Extra extends Schema.Struct.Fields> = keyof Extra extends never ? [] : [fields: Schema.Struct.Type<Extra>]

/** The two fields of every refusal, then its own. */
type RefusalFields<Code extends ErrorCode, Extra extends Schema.Struct.Fields> = {
  readonly error_code: Schema.Literal<[Code]>
  readonly message: typeof Schema.String
} & Extra

/** `of` builds the refusal with words chosen at the call site; `default` with the declared ones, where there are. */
export type RefusalConstructors<Self, Extra extends Schema.Struct.Fields, Message> = {
  readonly of: (message: string, ...fields: ExtraArgs<Extra>) => Self
} & (Message extends null ? unknown : { readonly default: (...fields: ExtraArgs<Extra>) => Self })

/** The class a constructor is read from: the declared refusal, which extends the factory's class. */
type Subclass<Self> = new (props: object) => Self

/**
 * A refusal class in one line: its tag, its `error_code`, the HTTP status it answers with and its
 * message, plus any fields of its own. The class is a `Schema.TaggedError` with the fields
 * `error_code` and `message`, so every answer body and the OpenAPI document read as they did when
 * each refusal was written out by hand.
 *
 * The constructors are getters so that `AuctionNotFound.default` can be handed around unbound (as
 * a table of refusals does) and still build the subclass it was read from.
 */
export const Refusal =
  <Self>() =>
  <Tag extends string, Code extends ErrorCode, Message extends RefusalMessage<Extra>, Extra extends Schema.Struct.Fields = {}>(
    tag: Tag,
    code: Code,
    status: number,
    message: Message,
    fields?: Extra
  ): Schema.TaggedErrorClass<Self, Tag, { readonly _tag: Schema.tag<Tag> } & RefusalFields<Code, Extra>> &
    RefusalConstructors<Self, Extra, Message> => {
    const Base = Schema.TaggedError<Self>()(
      tag,
      { error_code: Schema.Literal(code), message: Schema.String, ...fields },
      HttpApiSchema.annotations({ status })
    ) as unknown as Subclass<Self>
    const build = (self: Subclass<Self>, text: string, own: object = {}) => new self({ error_code: code, message: text, ...own })
    const constructors: PropertyDescriptorMap = {
      of: {
        get(this: Subclass<Self>) {
          return (text: string, own?: object) => build(this, text, own)
        }
      }
    }
    if (message !== null) {
      const words = message as Exclude<RefusalMessage<Extra>, null>
      constructors.default = {
        get(this: Subclass<Self>) {
          return (own?: object) => build(this, typeof words === "function" ? words(own as Schema.Struct.Type<Extra>) : words, own)
        }
      }
    }
    Object.defineProperties(Base, constructors)
    return Base as never
  }
