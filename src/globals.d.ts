declare const __TRYBUNA_VERSION__: string;
