/** Which connection holds which VIN on this gateway node (one at a time: a new login replaces the old). */
export class SessionRegistry<C extends { close(reason: string): void }> {
  private readonly byVin = new Map<string, C>();

  get size(): number {
    return this.byVin.size;
  }

  get(vin: string): C | undefined {
    return this.byVin.get(vin);
  }

  /** Registers the channel for the VIN; an older connection with the same VIN is closed as replaced. */
  register(vin: string, channel: C): void {
    const old = this.byVin.get(vin);
    this.byVin.set(vin, channel);
    if (old && old !== channel) old.close('replaced');
  }

  /** Removes the entry only if it is still this channel's. */
  unregister(vin: string, channel: C): void {
    if (this.byVin.get(vin) === channel) this.byVin.delete(vin);
  }

  values(): IterableIterator<C> {
    return this.byVin.values();
  }
}
