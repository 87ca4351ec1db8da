import { runService } from '@pms/service-kit';
import { reservationsService } from './service';

await runService(reservationsService);
