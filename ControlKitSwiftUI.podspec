# CocoaPods: ControlKit's SwiftUI views (Binding-based, on the UIKit host).
Pod::Spec.new do |s|
  s.name          = 'ControlKitSwiftUI'
  s.version       = '0.1.0'
  s.summary       = 'SwiftUI views for every ControlKit control, shaped like SwiftUI\'s own.'
  s.homepage      = 'https://github.com/controlkit/ControlKit'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'ControlKit'
  # No public home yet: point :git at your copy of the repository (or use :path in a Podfile).
  s.source        = { :git => ENV.fetch('CONTROLKIT_GIT', 'https://github.com/controlkit/ControlKit.git'), :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target  = '15.0'
  s.tvos.deployment_target = '15.0'
  s.visionos.deployment_target = '1.0'
  s.source_files  = 'Sources/ControlKitSwiftUI/**/*.swift'
  s.frameworks    = 'SwiftUI'
  s.dependency 'ControlKitUIKit', s.version.to_s
end
