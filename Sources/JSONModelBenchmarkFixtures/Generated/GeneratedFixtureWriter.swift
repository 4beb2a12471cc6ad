import Foundation

/// Writes a top-level JSON array of orders, deterministically.
///
/// The text is written by hand, not by either library under test, so neither shapes the input
/// of the other. Use ``generatedFixture(_:)``.
struct GeneratedFixtureWriter {
    private var random = SeededRandom(seed: 0x4A53_4F4E_4D6F_6465)
    private var bytes: [UInt8] = []
    private var nextOrderID = 1

    /// Writes whole orders until the document is as close to `targetByteCount` as it gets.
    mutating func document(targetByteCount: Int) -> Data {
        bytes.reserveCapacity(targetByteCount + 2_000)
        append("[")
        repeat {
            if nextOrderID > 1 { append(",\n") }
            writeOrder()
            // Stop when one more order of average size would overshoot more than stopping
            // now undershoots.
        } while bytes.count + bytes.count / (nextOrderID - 1) / 2 < targetByteCount
        append("]\n")
        return Data(bytes)
    }

    private mutating func writeOrder() {
        let id = nextOrderID
        nextOrderID += 1
        let createdAt = random.next(in: 1_577_836_800...1_704_067_199)  // 2020 through 2023
        append("{\"id\":\(id),\"order_number\":\"ORD-\(String(100_000 + id))\"")
        append(",\"status\":\"\(random.pick(["pending", "paid", "shipped", "delivered", "cancelled"]))\"")
        append(",\"created_at\":\"\(Self.iso8601(secondsSince1970: createdAt))\"")
        switch random.next(in: 0...9) {
        case 0...1: append(",\"updated_at\":null")
        case 2...3: break  // absent
        default:
            append(",\"updated_at\":\"\(Self.iso8601(secondsSince1970: createdAt + random.next(in: 60...864_000)))\"")
        }
        append(",\"customer\":")
        writeCustomer()
        append(",\"items\":[")
        var total = 0.0
        for index in 0..<random.next(in: 1...4) {
            if index > 0 { append(",") }
            total += writeLineItem()
        }
        append("]")
        if random.chance(percent: 15) {
            append(",\"shipping_address\":null")
        } else {
            append(",\"shipping_address\":")
            writeAddress()
        }
        append(",\"total\":\((total * 100).rounded() / 100)")
        append(",\"currency\":\"\(random.pick(GeneratedVocabulary.currencies))\"")
        append(",\"is_gift\":\(random.chance(percent: 20))")
        switch random.next(in: 0...9) {
        case 0...3: break  // absent
        case 4...5: append(",\"note\":null")
        default: append(",\"note\":\"\(random.pick(GeneratedVocabulary.escapedNotes))\"")
        }
        append(",\"tags\":[")
        for index in 0..<random.next(in: 0...3) {
            if index > 0 { append(",") }
            writeString(random.pick(GeneratedVocabulary.tags))
        }
        append("]}")
    }

    private mutating func writeCustomer() {
        let id = random.next(in: 1...999_999)
        let first = random.pick(GeneratedVocabulary.firstNames)
        let last = random.pick(GeneratedVocabulary.lastNames)
        append("{\"id\":\(id),\"name\":")
        writeString("\(first) \(last)")
        append(",\"email\":\"customer\(id)@example.com\"")
        append(",\"is_verified\":\(random.chance(percent: 70))")
        append(",\"loyalty_points\":\(random.next(in: 0...50_000))")
        append(
            ",\"member_since\":\"\(Self.iso8601(secondsSince1970: random.next(in: 1_262_304_000...1_577_836_799)))\""
        )
        if random.chance(percent: 60) {
            append(",\"avatar_url\":\"https://cdn.example.com/avatars/\(id).png\"")
        } else {
            append(",\"avatar_url\":null")
        }
        append("}")
    }

    /// Writes a line item and answers its amount.
    private mutating func writeLineItem() -> Double {
        let quantity = random.next(in: 1...5)
        let unitPrice = Double(random.next(in: 99...49_999)) / 100
        append("{\"sku\":\"SKU-\(random.next(in: 10_000...99_999))\",\"title\":")
        writeString(random.pick(GeneratedVocabulary.productTitles))
        append(",\"quantity\":\(quantity),\"unit_price\":\(unitPrice)")
        if random.chance(percent: 30) {
            append(",\"discount\":\(Double(random.next(in: 5...30)) / 100)")
        }
        append("}")
        return Double(quantity) * unitPrice
    }

    private mutating func writeAddress() {
        let city = random.pick(GeneratedVocabulary.cities)
        append("{\"street\":")
        writeString("\(random.pick(GeneratedVocabulary.streets)) \(random.next(in: 1...250))")
        append(",\"city\":")
        writeString(city.name)
        append(",\"postal_code\":\"\(random.next(in: 10_000...99_999))\",\"country\":\"\(city.country)\"")
        // Jitter in millionths of a degree, so the numbers have six decimals.
        let latitude = (city.latitude * 1e6 + Double(random.next(in: -50_000...50_000))).rounded() / 1e6
        let longitude = (city.longitude * 1e6 + Double(random.next(in: -50_000...50_000))).rounded() / 1e6
        append(",\"latitude\":\(latitude),\"longitude\":\(longitude)}")
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes a JSON string, escaping quotes, backslashes and control characters.
    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\t"): append("\\t")
            case 0..<0x20: append("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, computed by hand so the text never depends on a formatter.
    static func iso8601(secondsSince1970 seconds: Int) -> String {
        let days = seconds / 86_400
        let secondOfDay = seconds % 86_400
        // Howard Hinnant's civil_from_days, for days since 1970-01-01 (non-negative here).
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(twoDigits(month))-\(twoDigits(day))T\(twoDigits(secondOfDay / 3_600)):"
            + "\(twoDigits(secondOfDay / 60 % 60)):\(twoDigits(secondOfDay % 60))Z"
    }
}

/// A deterministic JSON array of realistic API objects (orders with customers, line items,
/// addresses, ISO 8601 dates, nulls and absent keys, non-ASCII text and escapes).
///
/// The same size always gives the same bytes; a larger size starts with the smaller ones'
/// orders.
///
/// - Parameter size: about 1 KB, 100 KB or 10 MB.
/// - Returns: UTF-8 JSON text.
public func generatedFixture(_ size: FixtureSize) -> Data {
    var writer = GeneratedFixtureWriter()
    return writer.document(targetByteCount: size.targetByteCount)
}
