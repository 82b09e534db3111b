// CADisplayLink is an Objective-C class: declared here (its own root class) so an
// `@objc` method can take it as a parameter on Linux. Declarations only.
__attribute__((objc_root_class))
@interface CADisplayLink
@property(readonly) double timestamp;
@property(readonly) double targetTimestamp;
@property(readonly) double duration;
- (void)invalidate;
@end
