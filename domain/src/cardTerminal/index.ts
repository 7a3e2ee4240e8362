// Card terminal (ANZ Worldline, TIM API model): results and the never-charge-twice decision.
export * from './cardTerminal';
// Paired pin pads, card payments on them and their requests.
export * from './cardTerminalPayments';
