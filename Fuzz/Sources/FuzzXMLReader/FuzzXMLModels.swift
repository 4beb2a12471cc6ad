import Foundation
import JSONModelKit
import JSONModelXML

// Models for the XML fuzz target: every XML role (attributes, text, wrapped and inline
// collections, entries) and the scalar kinds, mostly optional so that many inputs decode.

enum FuzzKind: String {
    case alpha, beta
}

final class FuzzAmount: JSONModel {
    @XMLAttribute var currency: String? = nil
    @XMLText var value = 0.0
}

final class FuzzNode: JSONModel {
    @XMLAttribute var id: Int? = nil
    @XMLAttribute var label: String? = nil
    @XMLAttribute var enabled: Bool? = nil
    var name: String? = nil
    var count: Int64? = nil
    var ratio: Double? = nil
    var exact: Decimal? = nil
    var kind: FuzzKind? = nil
    @ISO8601 var when: Date? = nil
    var amount: FuzzAmount? = nil
    var tags: [String]? = nil
    @XMLItem("n") var numbers: [Int]? = nil
    var meta: [String: String]? = nil
    var payload: JSONValue? = nil
    @XMLInline(itemTag: "child") var children: [FuzzNode] = []
}
