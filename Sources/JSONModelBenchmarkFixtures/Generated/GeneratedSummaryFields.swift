import Foundation

/// The fields of an order that ``GeneratedSchema``'s summary reads, declared once so that one
/// generic digest serves ``GeneratedModels`` and ``GeneratedStructs``.
///
/// Both model sets conform at their declarations, with no code of their own: their stored
/// properties (wrapped by `@ISO8601` in the classes) are the witnesses.
///
/// The associated types are named `...Type` because a name equal to the nested class or struct
/// would make the conformances refer to themselves.
protocol GeneratedOrderFields: SummarizedElement {
    associatedtype CustomerType: GeneratedCustomerFields
    associatedtype LineItemType: GeneratedLineItemFields
    associatedtype AddressType: GeneratedAddressFields
    var id: Int { get }
    var status: OrderStatus { get }
    var createdAt: Date { get }
    var updatedAt: Date? { get }
    var customer: CustomerType { get }
    var items: [LineItemType] { get }
    var shippingAddress: AddressType? { get }
    var total: Double { get }
    var isGift: Bool { get }
    var note: String? { get }
    var tags: [String] { get }
}

/// The fields of a buyer that the summary reads.
protocol GeneratedCustomerFields {
    var name: String { get }
    var memberSince: Date { get }
    var avatarURL: String? { get }
}

/// The fields of a product line that the summary reads.
protocol GeneratedLineItemFields {
    var title: String { get }
    var quantity: Int { get }
    var discount: Double? { get }
}

/// The fields of an address that the summary reads.
protocol GeneratedAddressFields {
    var city: String { get }
    var latitude: Double { get }
}
