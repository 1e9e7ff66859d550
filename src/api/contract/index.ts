export * from './common';
export * from './catalogue';
export * from './locations';
export * from './content';
export * from './geo';
export * from './home';
export * from './logs';
export * from './endpoints';
