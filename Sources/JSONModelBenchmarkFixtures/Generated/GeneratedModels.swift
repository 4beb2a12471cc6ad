import Foundation
import JSONModelKit

/// The generated "realistic API" fixtures as `JSONModel` classes.
///
/// The same fields as ``GeneratedStructs``; keys are snake_case, the default style.
enum GeneratedModels {
    /// An online shop order.
    final class Order: JSONModel, GeneratedOrderFields {
        var id = 0
        var orderNumber = ""
        var status = OrderStatus.pending
        @ISO8601 var createdAt = Date(timeIntervalSince1970: 0)
        @ISO8601 var updatedAt: Date? = nil  // null in some orders, absent in others
        var customer = Customer()
        var items: [LineItem] = []
        var shippingAddress: Address? = nil  // null for digital orders
        var total = 0.0
        var currency = ""
        var isGift = false
        var note: String? = nil  // null in some orders, absent in others
        var tags: [String] = []
    }

    /// The buyer.
    final class Customer: JSONModel, GeneratedCustomerFields {
        var id = 0
        var name = ""
        var email = ""
        var isVerified = false
        var loyaltyPoints = 0
        @ISO8601 var memberSince = Date(timeIntervalSince1970: 0)
        var avatarURL: String? = nil
    }

    /// One product line.
    final class LineItem: JSONModel, GeneratedLineItemFields {
        var sku = ""
        var title = ""
        var quantity = 0
        var unitPrice = 0.0
        var discount: Double? = nil  // absent when there is none
    }

    /// A postal address with coordinates.
    final class Address: JSONModel, GeneratedAddressFields {
        var street = ""
        var city = ""
        var postalCode = ""
        var country = ""
        var latitude = 0.0
        var longitude = 0.0
    }
}

/// Where an order is; shared by both model sets (JSONModelKit maps `String` raw values).
enum OrderStatus: String, Codable {
    case pending, paid, shipped, delivered, cancelled
}
