import { runService } from '@pms/service-kit';
import { billingService } from './service';

await runService(billingService);
