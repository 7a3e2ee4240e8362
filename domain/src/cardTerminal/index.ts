// Card terminal (ANZ Worldline, TIM API model): results and the never-charge-twice decision.
export * from './cardTerminal';
