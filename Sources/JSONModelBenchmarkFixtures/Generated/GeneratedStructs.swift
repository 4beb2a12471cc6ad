import Foundation

/// The generated "realistic API" fixtures as Codable structs.
///
/// The same fields as ``GeneratedModels``. Dates are `Date` with Foundation's `.iso8601`
/// strategies, which read and write the same text as `@ISO8601` (whole seconds, `Z`).
enum GeneratedStructs {
    /// An online shop order.
    struct Order: Codable, GeneratedOrderFields {
        var id: Int
        var orderNumber: String
        var status: OrderStatus
        var createdAt: Date
        var updatedAt: Date?
        var customer: Customer
        var items: [LineItem]
        var shippingAddress: Address?
        var total: Double
        var currency: String
        var isGift: Bool
        var note: String?
        var tags: [String]

        enum CodingKeys: String, CodingKey {
            case id
            case orderNumber = "order_number"
            case status
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case customer
            case items
            case shippingAddress = "shipping_address"
            case total
            case currency
            case isGift = "is_gift"
            case note
            case tags
        }
    }

    /// The buyer.
    struct Customer: Codable, GeneratedCustomerFields {
        var id: Int
        var name: String
        var email: String
        var isVerified: Bool
        var loyaltyPoints: Int
        var memberSince: Date
        var avatarURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case name
            case email
            case isVerified = "is_verified"
            case loyaltyPoints = "loyalty_points"
            case memberSince = "member_since"
            case avatarURL = "avatar_url"
        }
    }

    /// One product line.
    struct LineItem: Codable, GeneratedLineItemFields {
        var sku: String
        var title: String
        var quantity: Int
        var unitPrice: Double
        var discount: Double?

        enum CodingKeys: String, CodingKey {
            case sku
            case title
            case quantity
            case unitPrice = "unit_price"
            case discount
        }
    }

    /// A postal address with coordinates.
    struct Address: Codable, GeneratedAddressFields {
        var street: String
        var city: String
        var postalCode: String
        var country: String
        var latitude: Double
        var longitude: Double

        enum CodingKeys: String, CodingKey {
            case street
            case city
            case postalCode = "postal_code"
            case country
            case latitude
            case longitude
        }
    }
}
