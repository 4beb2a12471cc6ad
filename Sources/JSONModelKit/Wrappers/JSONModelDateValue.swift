import Foundation

/// The value types the date wrappers accept: `Date` and `NSDate`, optional or not.
public protocol JSONModelDateValue {}

extension Foundation.Date: JSONModelDateValue {}

extension Foundation.NSDate: JSONModelDateValue {}

extension Swift.Optional: JSONModelDateValue where Wrapped: JSONModelDateValue {}
