import Foundation
import JSONModelKit

/// The products of ``ConstraintsCheck``: the same ten fields (four integers, three doubles,
/// three strings) as three model classes, without constraints, with a numeric or length
/// constraint on every field, and with a pattern on the SKU besides.
///
/// Keys are snake_case, the default style. The classes repeat their fields instead of
/// inheriting them, so that each is decoded as a plain final class.
enum ProductModels {
    /// A product without constraints: the baseline.
    final class Plain: JSONModel, ProductFields {
        var id = 0
        var sku = ""
        var name = ""
        var brand = ""
        var categoryId = 0
        var stock = 0
        var reviewCount = 0
        var price = 0.0
        var weight = 0.0
        var rating = 0.0
    }

    /// A product with a numeric or length constraint on every field.
    final class Checked: JSONModel, ProductFields {
        var id = 0
        var sku = ""
        var name = ""
        var brand = ""
        var categoryId = 0
        var stock = 0
        var reviewCount = 0
        var price = 0.0
        var weight = 0.0
        var rating = 0.0

        override class var constraints: [String: [Constraint]] {
            ProductModels.numericAndLengthConstraints
        }
    }

    /// A product with the constraints of ``Checked`` and a pattern on the SKU.
    final class Patterned: JSONModel, ProductFields {
        var id = 0
        var sku = ""
        var name = ""
        var brand = ""
        var categoryId = 0
        var stock = 0
        var reviewCount = 0
        var price = 0.0
        var weight = 0.0
        var rating = 0.0

        override class var constraints: [String: [Constraint]] {
            ProductModels.numericAndLengthConstraints.merging(["sku": [.pattern(ProductModels.skuPattern)]]) {
                $0 + $1
            }
        }
    }

    /// The pattern every SKU the writer makes matches: two capital letters, a hyphen, four
    /// digits.
    static let skuPattern = "^[A-Z]{2}-[0-9]{4}$"

    /// A numeric or length constraint for each of the ten fields, which every product the
    /// writer makes satisfies.
    static var numericAndLengthConstraints: [String: [JSONModel.Constraint]] {
        [
            "id": [.range(1...)],
            "sku": [.length(1...16)],
            "name": [.length(1...64)],
            "brand": [.length(1...32)],
            "categoryId": [.range(1...999)],
            "stock": [.range(0...100_000)],
            "reviewCount": [.range(0...)],
            "price": [.range(0...1_000_000)],
            "weight": [.greaterThan(0)],
            "rating": [.range(0...5)],
        ]
    }

    /// Writes `count` products as a top-level JSON array, deterministically, by hand (not by
    /// the library under test).
    ///
    /// Names come from ``GeneratedVocabulary/productTitles`` (some outside ASCII, some with
    /// escapes); numbers are written as an API would, prices with two decimals.
    static func document(count: Int) -> Data {
        var random = SeededRandom(seed: 0x436F_6E73_7472_6169)
        var json = JSONTextBuilder(capacity: count * 200)
        let brands = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay", "Müller & Söhne"]
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        json.beginArray()
        for id in 1...count {
            json.beginObject()
            json.member("id", id)
            let sku = "\(random.pick(letters))\(random.pick(letters))-\(String(1000 + random.next(in: 0...8999)))"
            json.member("sku", sku)
            json.member("name", random.pick(GeneratedVocabulary.productTitles))
            json.member("brand", random.pick(brands))
            json.member("category_id", random.next(in: 1...999))
            json.member("stock", random.next(in: 0...100_000))
            json.member("review_count", random.next(in: 0...25_000))
            json.key("price")
            json.raw(cents(random.next(in: 99...9_999_999)))
            json.key("weight")
            json.raw(String(Double(random.next(in: 5...25_000)) / 1000))
            json.key("rating")
            json.raw(String(Double(random.next(in: 0...50)) / 10))
            json.endObject()
        }
        json.endArray()
        return json.data
    }

    /// An amount of cents as a decimal with two places: `1299` is `12.99`.
    private static func cents(_ value: Int) -> String {
        let fraction = value % 100
        return "\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// The fields of the product models, read alike by ``ConstraintsCheck/verify(_:)``.
protocol ProductFields: AnyObject {
    /// The product's number, from 1.
    var id: Int { get }
    /// `AB-1234`: two capital letters, a hyphen, four digits.
    var sku: String { get }
    /// A title from ``GeneratedVocabulary/productTitles``.
    var name: String { get }
    /// The maker.
    var brand: String { get }
    /// 1 to 999.
    var categoryId: Int { get }
    /// Units in stock.
    var stock: Int { get }
    /// How many reviews the product has.
    var reviewCount: Int { get }
    /// In currency units, with two decimals.
    var price: Double { get }
    /// In kilograms, above zero.
    var weight: Double { get }
    /// 0 to 5 in steps of 0.1.
    var rating: Double { get }
}
