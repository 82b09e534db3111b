# CocoaPods: the portable core. The UIKit and SwiftUI hosts are their own pods
# (ControlKitUIKit.podspec, ControlKitSwiftUI.podspec), one module each, as in Package.swift.
Pod::Spec.new do |s|
  s.name          = 'ControlKit'
  s.version       = '0.1.0'
  s.summary       = 'Custom, fully drawn controls with UIKit behaviour: range slider, slider, stepper, dial, wheel and date pickers, PIN field.'
  s.description   = <<-DESC
    The portable core of ControlKit: behaviour, state, events and drawing commands for a
    two-thumb range slider, UISlider, UIStepper, a rotating dial, UIPickerView's wheels,
    UIDatePicker and a PIN-code field on a state engine. Draw it with ControlKitUIKit.
  DESC
  s.homepage      = 'https://github.com/controlkit/ControlKit'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'ControlKit'
  # No public home yet: point :git at your copy of the repository (or use :path in a Podfile).
  s.source        = { :git => ENV.fetch('CONTROLKIT_GIT', 'https://github.com/controlkit/ControlKit.git'), :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target  = '15.0'
  s.tvos.deployment_target = '15.0'
  s.osx.deployment_target  = '12.0'
  s.visionos.deployment_target = '1.0'
  s.source_files     = 'Sources/ControlKit/**/*.swift'
  s.resource_bundles = { 'ControlKit' => ['Sources/ControlKit/Resources/*.lproj'] }
end
