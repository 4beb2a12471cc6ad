import Foundation
import JSONModelKit

/// The generated fixtures: a top-level array of orders.
enum GeneratedSchema: ModelArrayFixtureSchema {
    typealias Element = GeneratedModels.Order
    typealias Model = [Element]
    typealias Structure = [GeneratedStructs.Order]

    static let datesAreISO8601 = true
}

extension GeneratedSchema: SourcesFixtureSchema {}

extension GeneratedOrderFields {
    /// The summary of either model set: both expose the fields it reads.
    static func fixtureSummary(of elements: [Self]) -> FixtureSummary {
        let orders = elements.map { OrderDigest($0) }
        var summary = FixtureSummary()
        summary.add("orders.count", orders.count)
        summary.add("sum(id)", orders.reduce(0) { $0 + $1.id })
        summary.add("count(status == shipped)", orders.count { $0.status == "shipped" })
        summary.add("sum(createdAt)", orders.reduce(0.0) { $0 + $1.createdAt.timeIntervalSince1970 })
        summary.add("count(updatedAt == nil)", orders.count { $0.updatedAt == nil })
        summary.add("sum(memberSince)", orders.reduce(0.0) { $0 + $1.memberSince.timeIntervalSince1970 })
        summary.add("count(avatarURL == nil)", orders.count { $0.avatarURL == nil })
        summary.add("sum(quantity)", orders.reduce(0) { $0 + $1.quantities.reduce(0, +) })
        summary.add("sum(discount)", orders.reduce(0.0) { $0 + $1.discounts.reduce(0.0) { $0 + ($1 ?? 0) } })
        summary.add("count(discount == nil)", orders.reduce(0) { $0 + $1.discounts.count { $0 == nil } })
        summary.add("sum(latitude)", orders.reduce(0.0) { $0 + ($1.latitude ?? 0) })
        summary.add("count(address == nil)", orders.count { $0.city == nil })
        summary.add("sum(total)", orders.reduce(0.0) { $0 + $1.total })
        summary.add("count(isGift)", orders.count(where: \.isGift))
        summary.add("count(note == nil)", orders.count { $0.note == nil })
        summary.add("sum(tags.count)", orders.reduce(0) { $0 + $1.tags.count })
        summary.add("first.customer.name", orders.first?.customerName)
        summary.add("first.city", orders.first?.city)
        summary.add("last.title", orders.last?.title)
        summary.add("last.note", orders.last?.note)
        summary.add("notes", Set(orders.compactMap(\.note)).sorted().joined(separator: "|"))
        return summary
    }
}

/// The fields the summary reads, taken from either model set.
private struct OrderDigest {
    var id: Int
    var status: String
    var createdAt: Date
    var updatedAt: Date?
    var customerName: String
    var memberSince: Date
    var avatarURL: String?
    var quantities: [Int]
    var discounts: [Double?]
    var title: String
    var latitude: Double?
    var city: String?
    var total: Double
    var isGift: Bool
    var note: String?
    var tags: [String]

    init(_ order: some GeneratedOrderFields) {
        id = order.id
        status = order.status.rawValue
        createdAt = order.createdAt
        updatedAt = order.updatedAt
        customerName = order.customer.name
        memberSince = order.customer.memberSince
        avatarURL = order.customer.avatarURL
        quantities = order.items.map(\.quantity)
        discounts = order.items.map(\.discount)
        title = order.items.last?.title ?? ""
        latitude = order.shippingAddress?.latitude
        city = order.shippingAddress?.city
        total = order.total
        isGift = order.isGift
        note = order.note
        tags = order.tags
    }
}
