import { runService } from '@pms/service-kit';
import { roomsService } from './service';

await runService(roomsService);
