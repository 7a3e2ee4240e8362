// Card and public-holiday surcharges: the settings and the amounts they add.
export * from './surchargeSettings';
export * from './surcharges';
