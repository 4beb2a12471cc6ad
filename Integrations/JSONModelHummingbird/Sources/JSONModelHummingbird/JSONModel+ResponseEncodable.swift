import Hummingbird
import JSONModelKit

// `JSONModel` is already `Encodable`; `ResponseEncodable` adds `ResponseGenerator`, whose
// default `response(from:context:)` hands the model to the context's `responseEncoder`. That
// lets a handler return `Todo` or `[Todo]` (an array of `Encodable` elements is
// `ResponseEncodable` in Hummingbird already).
//
// swift-format-ignore: AvoidRetroactiveConformances
// Neither the class nor the protocol is declared in this package, and keeping the root package
// free of Hummingbird is the point of this one. Hummingbird will not declare this conformance
// itself (it does not know JSONModelKit), so the usual risk of two conflicting conformances does
// not arise.
extension JSONModel: @retroactive ResponseEncodable {}
