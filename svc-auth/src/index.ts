import { runService } from '@pms/service-kit';
import { authService } from './service';

await runService(authService);
