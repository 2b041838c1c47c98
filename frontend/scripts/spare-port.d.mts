/** A free port below the kernel's range for outgoing connections, so no connection takes it before a server binds it. */
export declare function sparePort(): Promise<number>;
