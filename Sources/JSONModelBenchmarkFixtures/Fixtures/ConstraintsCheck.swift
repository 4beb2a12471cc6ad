import Foundation
import JSONModelKit

/// The cost of checking constraints while decoding: one generated array of 10,000 products
/// (ten fields each: four integers, three doubles, three strings) decoded into models without
/// constraints, with a numeric or length constraint on every field, and with a pattern on one
/// field of each product besides.
///
/// The aim (issue #39): at most 1.15x the time without constraints for the numeric and length
/// constraints, at most 1.5x with the pattern.
public enum ConstraintsCheck {
    /// The models the document is decoded into.
    public enum Variant: String, CaseIterable, Sendable {
        /// No constraints: the baseline.
        case none
        /// A numeric (`.range`, `.greaterThan`) or length (`.length`) constraint on every field.
        case numericLength = "numeric-length"
        /// As ``numericLength``, and `.pattern("^[A-Z]{2}-[0-9]{4}$")` on the SKU.
        case pattern
        /// The models of ``numericLength`` decoded with `DecodingOptions(checksConstraints: false)`:
        /// what is left of the cost when the checks are off.
        case checksOff = "checks-off"

        /// How the variant is described in tables.
        public var title: String {
            switch self {
            case .none: "no constraints"
            case .numericLength: "numeric or length on every field"
            case .pattern: "the same + one pattern per object"
            case .checksOff: "the same, checksConstraints: false"
            }
        }
    }

    /// How many products the document holds.
    public static let productCount = 10_000

    /// The document: a top-level array of ``productCount`` products, always the same bytes.
    public static func document() -> Data {
        ProductModels.document(count: productCount)
    }

    /// Decodes `data` into the models of `variant`, returning the array.
    ///
    /// - Throws: What the decode throws.
    public static func decode(_ variant: Variant, _ data: Data) throws -> Any {
        switch variant {
        case .none: try ProductModels.Plain.arrayFromJSONData(data)
        case .numericLength: try ProductModels.Checked.arrayFromJSONData(data)
        case .pattern: try ProductModels.Patterned.arrayFromJSONData(data)
        case .checksOff:
            try ProductModels.Checked.arrayFromJSONData(
                data,
                options: JSONModel.DecodingOptions(checksConstraints: false)
            )
        }
    }

    /// A failed ``verify(_:)``.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Checks that every variant decodes `data` to the same values, and that the constraints
    /// are live: a negative price fails the constrained models (and only them), a lower-case
    /// SKU fails only the models with the pattern.
    ///
    /// - Throws: ``Failure`` naming the first difference, or what a decode of `data` throws.
    public static func verify(_ data: Data) throws {
        let expected = summary(try ProductModels.Plain.arrayFromJSONData(data))
        guard expected.count == productCount else {
            throw Failure(description: "decoded \(expected.count) products, not \(productCount)")
        }
        let checked = summary(try ProductModels.Checked.arrayFromJSONData(data))
        let patterned = summary(try ProductModels.Patterned.arrayFromJSONData(data))
        guard checked == expected, patterned == expected else {
            throw Failure(description: "the constrained models decode other values than the plain ones")
        }
        let text = String(decoding: data, as: UTF8.self)
        let negativePrice = Data(text.replacingOccurrences(of: #""price":"#, with: #""price":-"#).utf8)
        try expect(negativePrice, failsFor: [.numericLength, .pattern], breaking: "minimum")
        guard let firstSKU = expected.firstSKU else { throw Failure(description: "no SKU") }
        let lowerCaseSKU = Data(text.replacingOccurrences(of: firstSKU, with: firstSKU.lowercased()).utf8)
        try expect(lowerCaseSKU, failsFor: [.pattern], breaking: "pattern")
    }

    /// Throws unless decoding `data` fails with `keyword` for exactly the variants in `failing`.
    private static func expect(_ data: Data, failsFor failing: Set<Variant>, breaking keyword: String) throws {
        for variant in Variant.allCases {
            do {
                _ = try decode(variant, data)
                if failing.contains(variant) {
                    throw Failure(description: "\(variant.rawValue) accepted a value breaking \(keyword)")
                }
            } catch let error as JSONModelError {
                guard failing.contains(variant), error.constraint == keyword else {
                    throw Failure(description: "\(variant.rawValue) failed unexpectedly: \(error)")
                }
            }
        }
    }

    /// What ``verify(_:)`` compares: every field of every product, folded.
    private struct Summary: Equatable {
        /// How many products there are.
        var count = 0
        /// The sum of the integer fields (wrapping).
        var integers = 0
        /// The sum of the double fields, in document order.
        var doubles = 0.0
        /// How many Unicode scalars the string fields have.
        var scalars = 0
        /// The first product's SKU.
        var firstSKU: String?
    }

    /// Folds every field of every product.
    private static func summary(_ products: [some ProductFields]) -> Summary {
        var result = Summary()
        for product in products {
            result.count += 1
            result.integers &+= product.id &+ product.categoryId &+ product.stock &+ product.reviewCount
            result.doubles += product.price + product.weight + product.rating
            for text in [product.sku, product.name, product.brand] {
                result.scalars += text.unicodeScalars.count
            }
            if result.firstSKU == nil { result.firstSKU = product.sku }
        }
        return result
    }
}
